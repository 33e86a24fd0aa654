import { Suspense } from 'react';
import { PageMeta } from '../../components/page-meta';
import { HomeAbout } from '../../components/sections/home-about';
import { HomeContact } from '../../components/sections/home-contact';
import { HomeHero } from '../../components/sections/home-hero';
import { HomeProducts } from '../../components/sections/home-products';
import { HomeServices } from '../../components/sections/home-services';
import { DeferredBookingSection } from '../../features/booking/deferred-booking-section';
import { homeMeta } from '../../content/home';
import { paths } from '../../lib/paths';

export function HomePage() {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} path={paths.home()} />
      <HomeHero />
      <Suspense fallback={null}>
        <HomeAbout />
      </Suspense>
      <Suspense fallback={null}>
        <HomeProducts />
      </Suspense>
      <Suspense fallback={null}>
        <HomeServices />
      </Suspense>
      <Suspense fallback={null}>
        <HomeContact>
          <DeferredBookingSection />
        </HomeContact>
      </Suspense>
    </>
  );
}
