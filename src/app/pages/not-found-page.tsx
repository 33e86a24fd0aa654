import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { NotFoundMessage } from '../../components/sections/not-found-message';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Makes broken links visible in the browser console and in monitoring that collects console errors.
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageMeta
        title="Page not found"
        description="The page you were looking for is not here. Return to the home page to find our inspections, services and articles."
        path="/404"
        noindex
      />
      <NotFoundMessage
        code="404"
        title="Oops! Page not found"
        message="The page you were looking for may have moved, or the link may be mistyped."
      />
    </>
  );
}
