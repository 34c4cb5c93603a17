export { LeadForm, type FormIssue, type LeadFormField, type LeadFormProps, type TextFormSchema } from './LeadForm';
export { TextField, type TextFieldKind, type TextFieldProps } from './TextField';
export { FieldError } from './FieldError';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { Honeypot, type HoneypotProps } from './Honeypot';
