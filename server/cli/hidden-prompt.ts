/**
 * Asks for one line on the terminal without echoing it (a password). The terminal is put in raw
 * mode so no character is printed; Enter ends the line, Backspace deletes, Ctrl-C aborts.
 */
export function readHiddenLine(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    let line = '';
    const wasRaw = input.isRaw;
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(wasRaw);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
        else if (ch >= ' ') line += ch;
      }
    };
    input.on('data', onData);
  });
}
