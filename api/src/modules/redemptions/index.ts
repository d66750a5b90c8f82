// The redemptions module's public face: what the server and the tests outside the module may use
// (docs/adr/0049-api-modules-in-four-layers.md: no module imports another module's files).
export { DELIVERY_ALERT_DAYS, DELIVERY_ALERT_LOCK, runDeliveryAlertSweep, sendDeliveryAlerts, startDeliveryAlertSchedule, type AlertResult } from './alerts';
export { PROOF_FOLDER } from './fulfilment';
