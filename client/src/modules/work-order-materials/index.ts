export { MaterialsSection } from './MaterialsSection';
export { PurchaseOrdersSection } from './PurchaseOrdersSection';
export { MaterialFields } from './MaterialFields';
