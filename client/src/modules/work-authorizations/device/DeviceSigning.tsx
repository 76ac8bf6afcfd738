import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SyncWorkAuthorization } from '@canopy/shared';
import { useOfflineRecordById, useOfflineWriter } from '../../../offline/hooks';
import { useSyncStatusStore } from '../../../offline/status';
import { REVIEW_PATH } from '../../service-items/SyncMark';
import { SigningForm } from './SigningForm';

export interface SigningScreenProps {
  id: number | undefined;
  onBack: () => void;
}

/** The signing form over the device's copy of one work authorization, saving through the outbox. */
export function SigningScreen({ id, onBack }: SigningScreenProps) {
  const navigate = useNavigate();
  const online = useSyncStatusStore((s) => s.online);
  const record = useOfflineRecordById<SyncWorkAuthorization>('workAuthorization', id);
  const writer = useOfflineWriter();
  return (
    <SigningForm
      record={record}
      online={online}
      onBack={onBack}
      onReview={() => void navigate({ href: REVIEW_PATH })}
      onSave={(change) => writer.update('workAuthorization', record!.Key, change)}
    />
  );
}

/** /workauthorization/sign: the customer's approval and signature, back to the work order it came from. */
export function DeviceSigning() {
  const search = useSearch({ from: '/app/workauthorization/sign' });
  const navigate = useNavigate();
  const back = () => {
    if (search.workOrderId) void navigate({ to: '/workorders/info', search: { id: search.workOrderId } });
    else window.history.back();
  };
  return <SigningScreen id={search.id} onBack={back} />;
}
