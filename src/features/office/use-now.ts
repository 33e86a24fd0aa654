import { useEffect, useState } from 'react';

/** The time now, brought up to date every `every` ms, so '5 mins ago' moves on while the page is open. */
export function useNow(every = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
