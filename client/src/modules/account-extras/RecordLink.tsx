import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useReturnPages } from '../../kernel/session/returnPages';

export type RecordLinkProps = AnchorProps & { href: string; children: ReactNode };

/**
 * A link to another screen that leaves this one on the returnPage trail, so that screen's Back
 * comes here. A real href, so a middle or modified click still opens a new tab.
 */
export function RecordLink({ href, children, ...rest }: RecordLinkProps) {
  const navigate = useNavigate();
  const here = useLocation({ select: (l) => l.href });
  const pushReturnPage = useReturnPages((s) => s.push);
  return (
    <Anchor
      size="sm"
      {...rest}
      href={href}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        pushReturnPage(here);
        void navigate({ href });
      }}
    >
      {children}
    </Anchor>
  );
}
