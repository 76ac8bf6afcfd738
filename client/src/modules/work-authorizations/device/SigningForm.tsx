import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { WorkAuthorizationMessages as M, type SyncWorkAuthorization } from '@canopy/shared';
import type { LocalChange } from '@canopy/sync/engine-types';
import type { LocalRecord } from '@canopy/sync/store';
import { SignaturePad } from '../../../public/SignaturePad';
import { WaLines } from '../../../public/WaLines';
import { WaTotals } from '../../../public/WaTotals';
import '../../../public/public.css';
import { REVIEW_PATH } from '../../service-items/SyncMark';
import classes from './device.module.css';
import {
  approvesAnything,
  signable,
  signatureChange,
  withFigures,
  withMaterial,
  withService,
} from './signing';

export const DEPOSIT_WAITS =
  'The deposit waits for a connection: take it once this device is back online, or the customer pays it from the link in their e-mail.';
export const APPROVE_SOMETHING = 'Approve at least one line before signing.';
export const NOT_ON_DEVICE =
  'This work authorization is not on this device. Sync while online to bring it here.';

export interface SigningFormProps {
  /** The device's copy; undefined while it is read, null when the device does not hold it. */
  record: LocalRecord<SyncWorkAuthorization> | null | undefined;
  online: boolean;
  onBack: () => void;
  onReview: () => void;
  onSave: (change: LocalChange) => Promise<void>;
  /** The device's clock, read when the customer signs. */
  now?: () => string;
}

function Signed({ wa, pending, online }: { wa: SyncWorkAuthorization; pending: boolean; online: boolean }) {
  const who = [wa.SignerName, wa.SignedAt && new Date(wa.SignedAt).toLocaleString()]
    .filter(Boolean)
    .join(', ');
  if (pending)
    return (
      <Alert color="blue" title="Signed on this device">
        {who && <Text size="sm">Signed by {who}.</Text>}
        <Text size="sm">
          {online
            ? 'Sending it to the office now.'
            : 'It will be sent to the office when this device is back online.'}
        </Text>
      </Alert>
    );
  return (
    <Alert color="green" title="Received by the office">
      <Text size="sm">{who ? `Signed by ${who}.` : 'Signed by the customer.'}</Text>
    </Alert>
  );
}

/**
 * The customer approves and signs the proposal on the arborist's device, with or without a signal:
 * the lines with their prices and boxes, the signer's name and signature. It is saved on the device
 * and sent when it can be, bound to the terms shown; the deposit is taken online afterwards.
 */
export function SigningForm({ record, online, onBack, onReview, onSave, now }: SigningFormProps) {
  const [groups, setGroups] = useState<SyncWorkAuthorization['ProposalGroups'] | null>(null);
  const [signerName, setSignerName] = useState('');
  const [ink, setInk] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const back = (
    <Button variant="default" onClick={onBack}>
      Back
    </Button>
  );
  if (record === undefined) return <Loader m="xl" aria-label="Loading work authorization" />;
  if (record === null)
    return (
      <Stack gap="md" p="md">
        <Alert color="yellow" title="Not on this device">
          {NOT_ON_DEVICE}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );

  const wa = record.Data;
  const lines = groups ?? wa.ProposalGroups;
  const open = signable(wa) && record.Pending === 0 && !record.NeedsReview;
  const missing = !approvesAnything(lines)
    ? APPROVE_SOMETHING
    : !signerName.trim()
      ? M.SignerRequired
      : !ink
        ? M.SignBeforeSubmitting
        : null;

  async function save() {
    setTried(true);
    if (missing || !ink) return;
    setSaving(true);
    try {
      const signedAt = (now ?? (() => new Date().toISOString()))();
      await onSave(signatureChange(wa, lines, { signature: ink, signerName, signedAt }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={720} className={classes.signing}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h3">
          Work authorization {wa.ProposalNumber}
        </Title>
        <Badge variant="light">{wa.Status}</Badge>
      </Group>
      <Text>
        {wa.AccountName}
        <br />
        {wa.Address}
      </Text>
      {record.NeedsReview && (
        <Alert color="red" title="Waiting for review">
          <Text size="sm">
            The proposal changed after the customer signed. The signature was not applied.{' '}
            <Anchor href={REVIEW_PATH} onClick={(e) => (e.preventDefault(), onReview())}>
              Review it
            </Anchor>
          </Text>
        </Alert>
      )}
      {!record.NeedsReview && (record.Pending > 0 || wa.Signed) && (
        <Signed wa={wa} pending={record.Pending > 0} online={online} />
      )}
      {!open && !wa.Signed && !record.NeedsReview && (
        <Text c="dimmed">This work authorization can no longer be signed here.</Text>
      )}
      <WaLines
        groups={lines}
        locked={!open || saving}
        onService={(s, v, yes) => setGroups(withService(lines, s, v, yes))}
        onMaterial={(m, yes) => setGroups(withMaterial(lines, m, yes))}
      />
      <WaTotals wa={withFigures(wa, lines)} />
      {open && (
        <>
          <TextInput
            label="Name of the person signing"
            value={signerName}
            onChange={(e) => setSignerName(e.currentTarget.value)}
            required
            autoComplete="name"
          />
          <SignaturePad label="Customer signature" onChange={setInk} />
          <Alert color="gray" variant="light" title="Deposit">
            {DEPOSIT_WAITS}
          </Alert>
          {tried && missing && (
            <Text c="red" size="sm" role="alert">
              {missing}
            </Text>
          )}
        </>
      )}
      <Group justify="space-between">
        {back}
        {open && (
          <Button onClick={() => void save()} loading={saving}>
            Save signature
          </Button>
        )}
      </Group>
    </Stack>
  );
}
