/**
 * autocannon on one URL with a binary body (a multipart form holding a PNG), printing its result as JSON as its
 * command line's `-j` does: the command line reads a body file as UTF-8 text, which would mangle the image.
 *
 *   node bench/http/load-binary.mjs URL '{"connections":8,"duration":10,"method":"POST","headers":{...}}' BODY_FILE
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, options, bodyFile] = process.argv.slice(2);
const result = await autocannon({ url, ...JSON.parse(options), body: readFileSync(bodyFile) });
process.stdout.write(JSON.stringify(result));
