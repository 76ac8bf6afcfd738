import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Messages, type TaxRateImportResult } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage, modelStateMessages } from '../../ui/apiErrors';
import { ImportFormatHint } from './ImportFormatHint';
import { importSummary, isCsvName, notCsvMessage } from './importFile';
import { importTaxRates } from './mutations';

export type TaxRateImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once a file is in (the import itself has the list read again). */
  onImported?: (result: TaxRateImportResult) => void;
};

type Outcome =
  | { kind: 'imported'; result: TaxRateImportResult }
  /** The server's reasons, one per bad line ('Line 7: …'), or the one failure message. */
  | { kind: 'refused'; lines: string[] };

/** Imports a csv of rates: all lines or none, with the server's line-by-line reasons on refusal. */
export function TaxRateImportDialog({ opened, onClose, onImported }: TaxRateImportDialogProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function reset() {
    setFile(null);
    setFileError(null);
    setOutcome(null);
  }

  function choose(next: File | null) {
    setOutcome(null);
    // The picker's filter can be switched to "All files"; a wrong file is refused before upload.
    if (next && !isCsvName(next.name)) {
      setFile(null);
      setFileError(notCsvMessage(next.name));
      return;
    }
    setFileError(null);
    setFile(next);
  }

  async function submit() {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importTaxRates(queryClient, file);
      setOutcome({ kind: 'imported', result });
      setFile(null);
      onImported?.(result);
    } catch (error) {
      const lines = error instanceof ApiError ? modelStateMessages(error.modelState) : [];
      const fallback = failureMessage(error, Messages.TaxRateImportFailed);
      const shown = lines.length ? lines : fallback === Messages.TaxRateImportFailed ? [] : [fallback];
      setOutcome({ kind: 'refused', lines: shown });
    } finally {
      setBusy(false);
    }
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Import Tax Rates" size="lg" centered>
      <Stack gap="sm">
        <ImportFormatHint />
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          clearable
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={choose}
          error={fileError}
          disabled={busy}
        />
        {outcome?.kind === 'imported' && (
          <Alert color="green" icon={<IconCircleCheck size={18} />} title="Tax rates imported">
            {importSummary(outcome.result)}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={Messages.TaxRateImportFailed}>
            <Text size="sm" mb={outcome.lines.length ? 'xs' : 0}>
              Nothing was imported. Correct the file and import it again.
            </Text>
            {outcome.lines.length > 0 && (
              <ScrollArea.Autosize mah={220} type="auto">
                <List size="sm" spacing={2} aria-label="Import errors">
                  {outcome.lines.map((line, i) => (
                    <List.Item key={i}>{line}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          {outcome?.kind === 'imported' ? (
            <>
              <Button variant="default" onClick={reset}>
                Import another file
              </Button>
              <Button onClick={close}>Done</Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void submit()} disabled={!file} loading={busy}>
                Import
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
