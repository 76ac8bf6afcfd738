import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { failureMessage } from './apiErrors';

export type LoadNoticeProps = {
  title?: ReactNode;
  /** Red for a failure; yellow for something that is not there (not found, not on this device). */
  color?: 'red' | 'yellow';
  /** The failure to explain when there are no children: the server's message, else a generic one. */
  error?: unknown;
  children?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Buttons before the retry, e.g. Back. */
  actions?: ReactNode;
  /** Less padding, for a notice inside a card. */
  compact?: boolean;
};

/** What is shown in place of something that could not be loaded: why, and what the user can do. */
export function LoadNotice(props: LoadNoticeProps) {
  const { title, color = 'red', error, onRetry, actions, compact } = props;
  const message =
    props.children !== undefined
      ? props.children
      : error != null
        ? failureMessage(error, Messages.ServerError)
        : null;
  const buttons = (actions || onRetry) && (
    <Group gap="xs">
      {actions}
      {onRetry && (
        <Button size="xs" variant="light" onClick={onRetry}>
          {props.retryLabel ?? 'Retry'}
        </Button>
      )}
    </Group>
  );
  return (
    <Alert color={color} title={title} p={compact ? 'xs' : undefined}>
      {buttons ? (
        <Group justify="space-between">
          {message != null && <Text size="sm">{message}</Text>}
          {buttons}
        </Group>
      ) : (
        message
      )}
    </Alert>
  );
}
