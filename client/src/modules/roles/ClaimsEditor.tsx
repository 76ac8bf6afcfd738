import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, CloseButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Messages, type UserRole } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { ConcurrencyDialog } from '../../ui/ConcurrencyDialog';
import { notifySuccess } from '../../ui/notify';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { ClaimsTable } from './ClaimsTable';
import {
  buildClaimTree,
  changedTypes,
  filterClaimTree,
  setFlags,
  toClaimMap,
  toggleFlag,
  updateClaimsBody,
  type ClaimMap,
  type ClaimTypeInfo,
} from './claimTree';
import { saveRoleClaims } from './mutations';
import type { VersionChain } from './useVersionChain';

export interface ClaimsEditorProps {
  role: UserRole;
  claimTypes: ClaimTypeInfo[];
  readOnly: boolean;
  chain: VersionChain;
  /** A save (or the server's record after a declined conflict) replaces the role everywhere. */
  onRoleChange: (role: UserRole) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

type Baseline = { role: UserRole; claims: ClaimMap };
const baselineOf = (role: UserRole): Baseline => ({ role, claims: toClaimMap(role.UserRoleClaims) });

/** The role's claims, one row per claim type with its children under it, saved all at once. */
export function ClaimsEditor(props: ClaimsEditorProps) {
  const { role, claimTypes, readOnly, chain, onRoleChange, onDirtyChange } = props;
  const [base, setBase] = useState(() => baselineOf(role));
  const [claims, setClaims] = useState(base.claims);
  const [query, setQuery] = useState('');
  const [onlyGranted, setOnlyGranted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<UserRole | null>(null);

  const changed = useMemo(() => changedTypes(base.claims, claims), [base.claims, claims]);
  const dirty = changed.length > 0;
  useBeforeUnload(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // A refetched role replaces what is shown, but never under unsaved edits.
  if (role !== base.role && !dirty) {
    const next = baselineOf(role);
    setBase(next);
    setClaims(next.claims);
  }

  const tree = useMemo(() => buildClaimTree(claimTypes), [claimTypes]);
  // Rows held before the edit stay in the "only granted" view, so clearing one does not hide it.
  const shown = useMemo(
    () => filterClaimTree(tree, query, { ...base.claims, ...claims }, onlyGranted),
    [tree, query, base.claims, claims, onlyGranted],
  );
  const changedSet = useMemo(() => new Set(changed), [changed]);
  const granted = Object.values(claims).filter(Boolean).length;

  const onToggle = useCallback((id: number, flag: number) => setClaims((c) => toggleFlag(c, id, flag)), []);
  const onSet = useCallback((id: number, value: number) => setClaims((c) => setFlags(c, id, value)), []);

  function reset(next: Baseline) {
    setBase(next);
    setClaims(next.claims);
  }

  async function save(version: number) {
    setBusy(true);
    try {
      const saved = await saveRoleClaims(role.Id, updateClaimsBody(claims, version));
      chain.record(version, saved.Version);
      reset(baselineOf(saved));
      onRoleChange(saved);
      notifySuccess(Messages.RoleSaved);
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object') {
        setConflict(error.data as UserRole);
      } else handleApiError(error, Messages.ErrorSavingRole);
    } finally {
      setBusy(false);
    }
  }

  function takeTheirs() {
    if (!conflict) return;
    reset(baselineOf(conflict));
    onRoleChange(conflict);
    setConflict(null);
  }

  function overwrite() {
    if (!conflict) return;
    const version = conflict.Version;
    setConflict(null);
    void save(version);
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap="sm">
          <TextInput
            size="xs"
            w={220}
            aria-label="Find a claim type"
            placeholder="Find a claim type"
            leftSection={<IconSearch size={14} />}
            rightSection={
              query ? <CloseButton size="xs" aria-label="Clear filter" onClick={() => setQuery('')} /> : null
            }
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Escape' && setQuery('')}
          />
          <Switch
            size="xs"
            label="Only granted"
            checked={onlyGranted}
            onChange={(e) => setOnlyGranted(e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            {granted} of {claimTypes.length} claim types granted
          </Text>
        </Group>
        {/* Above the table, so saving never needs a scroll past 46 rows. */}
        {!readOnly && (
          <Group gap="xs">
            {dirty && (
              <Text size="sm" c="orange.8" role="status">
                {changed.length === 1 ? '1 claim type changed' : `${changed.length} claim types changed`}
              </Text>
            )}
            <Button variant="default" size="xs" disabled={!dirty || busy} onClick={() => reset(base)}>
              Discard changes
            </Button>
            <Button
              size="xs"
              disabled={!dirty}
              loading={busy}
              onClick={() => void save(chain.latest(base.role.Version))}
            >
              Save claims
            </Button>
          </Group>
        )}
      </Group>
      {shown.length ? (
        <ClaimsTable
          nodes={shown}
          claims={claims}
          changed={changedSet}
          readOnly={readOnly}
          onToggle={onToggle}
          onSet={onSet}
        />
      ) : (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {query ? `No claim type matches '${query}'.` : 'This role holds no claims.'}
        </Text>
      )}
      <ConcurrencyDialog
        opened={conflict !== null}
        onAccept={overwrite}
        onDecline={takeTheirs}
        loading={busy}
      />
    </Stack>
  );
}
