import type { ReactNode } from 'react';

/** The surface every card on the site sits on. `relative` lets a stretched link or button cover it. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`relative rounded-card border border-ink-200 bg-white p-6 shadow-card ${className}`}>
      {children}
    </div>
  );
}
