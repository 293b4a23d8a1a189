// Benchmarks land with the issues that set their targets (API throughput, listing speed, Lighthouse, load).
console.log('nothing yet');
