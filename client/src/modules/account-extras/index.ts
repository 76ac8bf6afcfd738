/** Account panels other screens embed: the account info and the location info screens. */
export { LatestOfficeComment } from './LatestOfficeComment';
export { PurchaseOrderPanel } from './PurchaseOrderPanel';
export { AccountSummaryPanels } from './AccountSummaryPanels';
