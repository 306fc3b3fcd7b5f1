# xxroute bench: timings of the solve, in text, JSON and JSON lines.
cli_test(runs 0 "1 positions, 1 thread\\(s\\): median" bench --repeat 2 --threads 1 fixtures/example.yaml)
cli_test(json 0 "\"median_seconds\":" bench --format json --repeat 1 tests/data/line.yaml)
cli_test(jsonl 0 "^\\{\"file\":\"fixtures/example.yaml\",\"company\":\"BN\",\"income\":390,\"optimal\":true,\"candidates\":[0-9]+,\"nodes\":[0-9]+,\"median_seconds\":[0-9.e+-]+,\"peak_kib\":[0-9]+\\}$" bench --format jsonl --repeat 1 tests/data/line.yaml fixtures/example.yaml)
cli_test(folder_without_positions 2 "no-positions: the folder holds no position file" bench tests/data/no-positions)
# bench goes on past a file it cannot read; in JSON its place holds the error object.
cli_test(json_skipped_file 2 "\"positions\":\\[\\{\"file\":\"tests/data/bad_yaml.yaml\",\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\",\"line\":2,\"message\":\"YAML syntax error: did not find expected node content\",\"status\":2\\}\\},\\{\"file\":\"tests/data/line.yaml\""
         bench --format json --repeat 1 tests/data/bad_yaml.yaml tests/data/line.yaml)
