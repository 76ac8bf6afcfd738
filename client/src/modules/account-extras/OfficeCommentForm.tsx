import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Messages, OFFICE_COMMENT_MAX } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError } from '../../ui/notify';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { addComment } from './mutations';

export type OfficeCommentFormProps = {
  accountId: number;
  /** After a comment was added. */
  onAdded?: () => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** Adds an office comment; comments are never edited, so this is the only form they have. */
export function OfficeCommentForm({ accountId, onAdded, onCancel, autoFocus }: OfficeCommentFormProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dirty = text.trim() !== '';
  useUnsavedChangesGuard(dirty);
  useBeforeUnload(dirty);

  const add = useMutation({
    mutationFn: () => addComment(queryClient, { AccountId: accountId, NoteText: text.trim() }),
    onSuccess: async () => {
      setText('');
      setError(null);
      onAdded?.();
    },
    onError: (e) => {
      const onField = e instanceof ApiError ? e.fieldErrors['NoteText']?.join(' ') : undefined;
      if (onField) setError(onField);
      else notifyError(failureMessage(e, Messages.SaveFailed));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty && !add.isPending) add.mutate();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="New comment"
          placeholder="Write a comment for the office"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={OFFICE_COMMENT_MAX}
          description={`${text.length} / ${OFFICE_COMMENT_MAX}`}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={add.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" disabled={!dirty} loading={add.isPending}>
            Save comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
