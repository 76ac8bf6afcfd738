import { BasicTab } from './BasicTab';
import { CertificationsTab } from './CertificationsTab';
import { ContactTab } from './ContactTab';
import { DocumentsTab } from './DocumentsTab';
import { EmergencyContactsTab } from './EmergencyContactsTab';
import { GeographicTab } from './GeographicTab';
import type { EmployeeTab } from './infoSearch';
import { PhotoTab } from './PhotoTab';
import { PortalAccessTab } from './PortalAccessTab';
import { RoleTab } from './RoleTab';
import { SignatureTab } from './SignatureTab';
import type { EmployeeTabProps } from './tabProps';
import { WageTab } from './WageTab';
import { WorkInfoTab } from './WorkInfoTab';

const PANELS: Record<EmployeeTab, (props: EmployeeTabProps) => React.JSX.Element> = {
  basic: BasicTab,
  contact: ContactTab,
  geographic: GeographicTab,
  emergency: EmergencyContactsTab,
  work: WorkInfoTab,
  wage: WageTab,
  portal: PortalAccessTab,
  role: RoleTab,
  certifications: CertificationsTab,
  documents: DocumentsTab,
  photo: PhotoTab,
  signature: SignatureTab,
};

export interface EmployeeTabPanelProps extends EmployeeTabProps {
  tab: EmployeeTab;
}

export function EmployeeTabPanel({ tab, ...props }: EmployeeTabPanelProps) {
  const Panel = PANELS[tab];
  return <Panel {...props} />;
}
