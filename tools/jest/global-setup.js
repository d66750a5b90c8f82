// Runs in jest's parent process before the workers start, so they inherit the zone (a zone set
// inside a test file comes too late for the Date of its realm).
const { PINNED_TZ } = require('./clock');
module.exports = async () => {
  process.env.TZ = PINNED_TZ;
};
