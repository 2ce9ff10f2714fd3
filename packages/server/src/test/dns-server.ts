import type { AddressInfo } from "node:net";
import dns2 from "dns2";

const { Packet } = dns2;

/** A DNS server for tests that answers TXT questions from a table the test fills. */
export interface TestDnsServer {
  /** What DNS_RESOLVER is set to: `127.0.0.1:<port>`. */
  server: string;
  /** Publishes a TXT record on a name (records add up, as several TXT records do). */
  addTxt(name: string, value: string): void;
  close(): Promise<void>;
}

/**
 * A real UDP DNS server (dns2) on a free port of 127.0.0.1, so that domain verification goes
 * through node:dns as in production, only pointed elsewhere. A name it does not know has no
 * records (NXDOMAIN). (No import of the server's modules: the end-to-end tests load this file.)
 */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const udp = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const values = question ? records.get(question.name.toLowerCase()) : undefined;
    if (!question || !values) response.header.rcode = Packet.RCODE.NXDOMAIN;
    else if (question.type === Packet.TYPE.TXT) {
      for (const data of values) {
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
      }
    }
    send(response);
  });
  await udp.listen(0, "127.0.0.1");
  const { port } = udp.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    addTxt(name, value) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    close: () => new Promise((resolve) => udp.close(() => resolve())),
  };
}
