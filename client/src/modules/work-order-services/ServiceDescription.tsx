import { Text } from '@mantine/core';
import type { DescriptionPart } from '@canopy/shared';

/**
 * A service's description as the server filled it: each part is text (never markup), the
 * Scientific placeholder's names in italic.
 */
export function ServiceDescription({ parts }: { parts: readonly DescriptionPart[] }) {
  if (!parts.length)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((p, i) => (p.Italic ? <em key={i}>{p.Text}</em> : <span key={i}>{p.Text}</span>))}
    </Text>
  );
}
