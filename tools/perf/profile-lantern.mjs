// npm run profile:lantern -- http://127.0.0.1:8080 /admin/register-sale: why Lighthouse's
// LCP of a page is what it is. Lighthouse's mobile preset does not time a slow phone: it loads the
// page at full speed, then simulates (Lantern) a slow 4G and a 4x slower CPU over the graph of what
// the load did, and its LCP is the end of the last request or task the paint depended on. This runs
// Lighthouse once on a portal already running at the address given (`npm start`), logged in as the
// demo participant (WHO=<identification number> for another person), and prints Lantern's two
// simulations of the LCP (optimistic and pessimistic, averaged): every request and task with its
// simulated start and end, its observed start (obs=, ms) and what it waited for in the graph (deps=),
// so the chain that ends last is seen. A request shows the connection it was seen on (conn=) and,
// where Lantern opened one for it, how long that took (handshake=: 225 ms a new one, 75 ms one the
// page had already opened). An https address (nginx's, LIGHTHOUSE_EDGE) is taken with its
// certificate made for the run (tools/perf/lighthouse-chrome.mjs).
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchSignedIn } from './lighthouse-chrome.mjs';

const [base, pagePath] = process.argv.slice(2);
const chrome = await launchSignedIn(base);
const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
const m = result.lhr.audits.metrics.details.items[0];
console.log('LCP sim', m.largestContentfulPaint, 'observed', m.observedLargestContentfulPaint, 'score', result.lhr.categories.performance.score);
// Lantern adds each origin's server time (the median of what the load observed, first byte less the
// round trip) to every request it simulates there: a slow answer under the page's burst costs each one
const latency = result.lhr.audits['network-server-latency']?.details?.items ?? [];
console.log('server time per request (Lantern adds it to each):', latency.map((o) => `${o.origin} ${Math.round(o.serverResponseTime)} ms`).join(', ') || 'not estimated (30 ms assumed)');
const all = Lantern.Simulation.Simulator.allNodeTimings;
for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
  const timings = all.get(label);
  if (!timings) continue;
  const rows = [...timings.entries()].map(([node, t]) => ({ node, ...t })).sort((a, b) => a.startTime - b.startTime);
  const end = Math.max(...rows.map((r) => r.endTime));
  /** the observed load's start (trace microseconds): each node's observed start is printed beside its simulated one */
  const t0 = Math.min(...rows.map((r) => r.node.startTime));
  /** what a node waited for in the graph: a request by its file name, a task by its observed start */
  const depsOf = (node) => node.getDependencies().map((d) => (d.type === 'network' ? d.request.url.split('/').pop().slice(0, 20) : `cpu@${Math.round((d.startTime - t0) / 1000)}`)).join(',');
  console.log(`\n${label}: ends ${Math.round(end)} ms, ${rows.length} nodes`);
  for (const r of rows) {
    const name = r.node.type === 'network'
      ? `NET ${r.node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${r.node.request.transferSize}B conn=${r.node.request.connectionId} prio=${r.node.request.priority}${r.connectionTiming?.connectionTime ? ` handshake=${Math.round(r.connectionTiming.connectionTime)}` : ''}`
      : `CPU ${Math.round(r.node.duration ?? (r.node.endTime - r.node.startTime))}us obs ${[...(r.node.getEvaluateScriptURLs?.() ?? [])].map((u) => u.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)).join(',')}${r.node.didPerformLayout?.() ? ' layout' : ''}`;
    console.log(`  ${String(Math.round(r.startTime)).padStart(5)} -> ${String(Math.round(r.endTime)).padStart(5)}  obs=${Math.round((r.node.startTime - t0) / 1000)} deps=[${depsOf(r.node)}] ${name}`);
  }
}
await chrome.kill();
process.exit(0);
