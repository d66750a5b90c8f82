// react-router 7 needs TextEncoder in jsdom (TOOLCHAIN "Jest notes"); the session store needs IndexedDB.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(global, { TextEncoder, TextDecoder });
require('fake-indexeddb/auto');
if (!global.structuredClone) global.structuredClone = (v) => JSON.parse(JSON.stringify(v));
