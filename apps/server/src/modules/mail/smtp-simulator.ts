import net from 'node:net';

export interface SimulatedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSimulator {
  url: string;
  received: SimulatedMail[];
  /** The next `n` messages are refused with a temporary error (451) after their data. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests (RFC 5321's plain dialogue, no TLS, no auth) on 127.0.0.1: it
 * records what it accepts and can refuse messages, so the outbox worker's retries are tested
 * against the protocol nodemailer really speaks. Nothing leaves the machine.
 */
export async function startSmtpSimulator(): Promise<SmtpSimulator> {
  const received: SimulatedMail[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let current: SimulatedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sim.local ESMTP simulator');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('451 4.3.0 Try again later');
          } else {
            received.push(current);
            reply('250 2.0.0 Queued');
          }
          current = { from: '', to: [], data: '' };
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sim.local');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n) {
      failures = n;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
