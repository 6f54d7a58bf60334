// Reads the embedded database's answer to one bound statement straight from its bytes (decision record 31).
// PGlite's own reader builds an object for every protocol message and copies every field twice (an ArrayBuffer
// slice, then a TextDecoder) before its `parseResults` walks the messages again: under load that was about half of
// the database thread's time, more than Postgres itself. The results are PGlite's: same parsers, same rows.
import { protocol } from '@electric-sql/pglite';

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const HEADER = 5; // a code byte, then the message's length (4 bytes, itself included)
/** The command tags whose last number counts affected rows, as PGlite's `parseResults` reads them. */
const COUNTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * A statement's result columns as its description gives them (`RowDescription`), each with the parser of its type
 * among `parsers` (none: the text itself).
 */
export function columnsOf(rowDescription, parsers) {
  return (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({
    name,
    type: dataTypeID,
    parse: parsers[dataTypeID],
  }));
}

/**
 * `{ rows, fields: [], affectedRows }` from the bytes answering Bind, Execute and Sync; throws Postgres's error,
 * as PGlite would, when the answer holds one. Field descriptions stay out: nothing reads them on the other side
 * of the thread, and each crossing would copy them.
 */
export function readAnswer(answer, columns, rowMode) {
  const rows = [];
  let affectedRows = 0;
  for (let offset = 0; offset + HEADER <= answer.length;) {
    const code = answer[offset];
    const next = offset + 1 + answer.readUInt32BE(offset + 1);
    if (code === DATA_ROW) rows.push(readRow(answer, offset + HEADER, columns, rowMode === 'array'));
    else if (code === COMMAND_COMPLETE)
      affectedRows += countIn(answer.toString('utf8', offset + HEADER, next - 1));
    else if (code === ERROR_RESPONSE) throw databaseError(answer);
    offset = next;
  }
  return { rows, fields: [], affectedRows };
}

function readRow(answer, start, columns, asArray) {
  const count = answer.readUInt16BE(start);
  const row = asArray ? new Array(count) : {};
  let offset = start + 2;
  for (let index = 0; index < count; index++) {
    const length = answer.readInt32BE(offset);
    offset += 4;
    let value = null;
    if (length >= 0) {
      const { parse, type } = columns[index];
      const text = answer.toString('utf8', offset, offset + length);
      value = parse ? parse(text, type) : text;
      offset += length;
    }
    if (asArray) row[index] = value;
    else row[columns[index].name] = value;
  }
  return row;
}

function countIn(tag) {
  const words = tag.split(' ');
  return COUNTING.has(words[0]) ? Number.parseInt(words.at(-1), 10) || 0 : 0;
}

/** The error PGlite would throw (pg-protocol's DatabaseError, with code, detail, constraint...): a rare path. */
function databaseError(answer) {
  let error;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error;
}
