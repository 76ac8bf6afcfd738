import { Anchor, Code, Stack, Text } from '@mantine/core';
import { TAX_RATE_CSV_HEADER } from '@canopy/shared';
import { SAMPLE_CSV } from './taxRateForm';

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

/** What a file must look like: the server refuses the whole file over one bad line. */
export function ImportFormatHint() {
  return (
    <Stack gap={6}>
      <Text size="sm">
        A .csv file whose first line is the header <Code>{TAX_RATE_CSV_HEADER.join(',')}</Code>, then one rate
        a line:
      </Text>
      <Code block>{SAMPLE_CSV.trim().replace(/\r/g, '')}</Code>
      <Text size="xs" c="dimmed">
        Zip codes of 5 digits or 5-4; rates in percent with up to 4 decimals; dates M/D/YYYY or YYYY-MM-DD. A
        rate for a zip and date already on file is updated, the rest are added. If any line is wrong, nothing
        is imported.{' '}
        <Anchor href={SAMPLE_HREF} download="tax-rates-sample.csv" size="xs">
          Download a sample file
        </Anchor>
      </Text>
    </Stack>
  );
}
