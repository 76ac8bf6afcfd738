import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Messages } from '@canopy/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { deleteRole } from './mutations';
import { deleteFailedMessage } from './roleMessages';

export interface DeleteRoleButtonProps {
  roleId: number;
  roleName: string;
  onDeleted: () => void;
}

export function DeleteRoleButton({ roleId, roleName, onDeleted }: DeleteRoleButtonProps) {
  const [asking, setAsking] = useState(false);

  async function remove() {
    try {
      await deleteRole(roleId);
    } catch (error) {
      notifyError(deleteFailedMessage(error));
      setAsking(false);
      return;
    }
    setAsking(false);
    notifySuccess(Messages.DeletedSuccessfully);
    onDeleted();
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Delete role?"
        message={`Delete the role '${roleName}'? Users must not be assigned to it.`}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
