import { ProposalSettingsPage } from './ProposalSettingsPage';

/** proposals.settingsDocuments: the print attachment documents on their own. */
export function ProposalPrintDocumentsPage() {
  return <ProposalSettingsPage documentsOnly />;
}
