-- wrk's done() hook for Benchmarks/run: prints every latency wrk recorded in microseconds
-- and how many requests took it, as one line "HISTOGRAM value:count ...", so that the
-- latencies of several short runs can be pooled and one percentile taken over them all.
-- #latency is the number of distinct values; latency(i) is the i-th smallest and its count.
function done(summary, latency, requests)
  local parts = {}
  for i = 1, #latency do
    local value, count = latency(i)
    parts[#parts + 1] = string.format("%d:%d", value, count)
  end
  io.write("HISTOGRAM " .. table.concat(parts, " ") .. "\n")
end
