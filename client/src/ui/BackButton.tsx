import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useReturnPages } from '../kernel/session/returnPages';

export type BackButtonProps = {
  /** Where to go when the page was not opened from a list (a bookmark, a reload of a new tab). */
  fallback: string;
};

/** Goes back along the returnPage trail that lists push when they open a record. */
export function BackButton({ fallback }: BackButtonProps) {
  const router = useRouter();

  async function back() {
    const from = router.state.location.href;
    const target = useReturnPages.getState().stack.at(-1);
    await router.navigate({ href: target ?? fallback });
    // Only a page actually left is taken off the trail: an unsaved-changes prompt may keep us here.
    if (target !== undefined && router.state.location.href !== from) useReturnPages.getState().pop();
  }

  return (
    <Tooltip label="Back">
      <ActionIcon variant="subtle" aria-label="Back" onClick={() => void back()}>
        <IconArrowLeft size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
