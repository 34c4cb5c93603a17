// The slowest tests of this run, across the test runners: each runner's reporter appends one JSON line per test
// ({ runner, name, ms }) to the file named by TEST_TIMINGS; npm test prints the ten slowest at its end.
import { readFileSync } from 'node:fs';

const file = process.env.TEST_TIMINGS;
const lines = file ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
const tests = lines.map((line) => JSON.parse(line) as { runner: string; name: string; ms: number }).sort((a, b) => b.ms - a.ms);
console.log(`━━ the ten slowest of ${tests.length} tests`);
for (const { runner, name, ms } of tests.slice(0, 10)) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${runner}  ${name}`);
