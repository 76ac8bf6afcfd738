import type { MouseEvent, ReactNode } from 'react';
import './signin.css';

export interface PublicCardProps {
  title: string;
  children: ReactNode;
  /** The page's own heading above the card (a customer page names the company); else Canopy's. */
  brand?: ReactNode;
}

/** The brand and one card, drawn with a few lines of CSS so the sign-in page needs no UI kit. */
export function PublicCard({ title, children, brand }: PublicCardProps) {
  return (
    <div className="cp-public">
      <div className="cp-public-column">
        {brand ?? (
          <div className="cp-public-brand">
            <img src="/icon-192.png" alt="" width={36} height={36} />
            <span>Canopy</span>
          </div>
        )}
        <main className="cp-public-card">
          <h1 className="cp-public-title">{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Moves to another public page: the router's navigation in the console, history alone before it. */
export type Go = (href: string) => void;

export function PublicLink({ href, go, children }: { href: string; go: Go; children: ReactNode }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's business.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(href);
  };
  return (
    <a className="cp-public-link" href={href} onClick={follow}>
      {children}
    </a>
  );
}

export function Notice({ tone, children }: { tone: 'error' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className={`cp-public-notice cp-public-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
