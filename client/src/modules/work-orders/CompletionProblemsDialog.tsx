import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

export interface CompletionProblemsDialogProps {
  problems: string[];
  onClose: () => void;
}

/** Why the work order cannot be completed yet: the ready-to-complete check's messages. */
export function CompletionProblemsDialog({ problems, onClose }: CompletionProblemsDialogProps) {
  return (
    <Modal
      opened={problems.length > 0}
      onClose={onClose}
      title="The work order cannot be completed yet"
      centered
    >
      <Stack>
        <Text size="sm">Complete these first, then try again:</Text>
        <List size="sm" spacing={4}>
          {problems.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
