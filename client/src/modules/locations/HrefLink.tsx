import type { MouseEvent, ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useReturnPages } from '../../kernel/session/returnPages';

export interface HrefLinkProps extends AnchorProps {
  /** A screen's full address with its search, e.g. `/accounts/info?id=5`. */
  href: string;
  children: ReactNode;
}

/**
 * A link to another screen that the router follows (leaving this page on the returnPage trail),
 * while a middle click or Ctrl-click still opens it in a new tab.
 */
export function HrefLink({ href, children, ...rest }: HrefLinkProps) {
  const navigate = useNavigate();
  const here = useLocation({ select: (l) => l.href });
  const push = useReturnPages((s) => s.push);
  function follow(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    push(here);
    void navigate({ href });
  }
  return (
    <Anchor href={href} onClick={follow} {...rest}>
      {children}
    </Anchor>
  );
}
