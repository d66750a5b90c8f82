// SPEC 1 programme terms and the data-protection notice: written once in shared-ui (the
// registration wizard shows them too, in the shell and in the admin remote).
export { TERMS_TITLE, PROGRAMME_TERMS, DATA_PROTECTION_TITLE, DATA_PROTECTION } from '@portal/shared-ui';
