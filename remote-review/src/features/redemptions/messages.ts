// Texts of 'Lista de Redenciones' (SPEC 2.10) that SPEC does not give: its state filter.
// The title, columns and empty text stay in the remote's messages.ts, SPEC's to the letter.
import { capitalize, REDEMPTION_STATES } from '@portal/contract';

export const redeemListTexts = {
  filters: {
    state: 'Estado',
    allStates: 'Todos los estados',
    /** SPEC 2.10: each state shown capitalised, as in the table's Estado column */
    stateOptions: REDEMPTION_STATES.map((state) => ({ value: state, label: capitalize(state) })),
  },
} as const;
