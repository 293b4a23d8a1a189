import autocannon from 'autocannon';
const login = await fetch('http://127.0.0.1:3999/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'admin@fragrancehub.ng', password: 'admin12345' }) });
const token = (await login.json()).user.token;
for (const p of process.argv.slice(2)) {
  const r = await autocannon({ url: 'http://127.0.0.1:3999/api/v1' + p, connections: 10, duration: 4, headers: { authorization: `Bearer ${token}` } });
  console.log(p, 'p50', r.latency.p50, 'p99', r.latency.p99, 'rps', Math.round(r.requests.average), 'non2xx', r.non2xx);
}
