/** Account contacts: the panel the account and other screens embed, and the contact form's parts. */
export { ContactsPanel, type ContactsPanelProps } from './ContactsPanel';
export { ContactFormFields, type ContactFormFieldsProps } from './ContactFormFields';
export {
  blankContact,
  contactProblems,
  toContactFields,
  toContactValues,
  type ContactFormValues,
} from './contactForm';
