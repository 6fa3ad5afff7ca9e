// Drives the real YAML language server (the one VS Code's YAML extension and other editors run) over stdio, as an
// editor does: JSON-RPC messages framed by Content-Length headers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}

export interface CompletionItem {
  label: string;
  documentation?: string | { value: string };
}

export class LanguageServer {
  private server: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private pending = new Map<number, (message: Message) => void>();
  private diagnostics = new Map<string, (diagnostics: Diagnostic[]) => void>();

  constructor() {
    this.server = spawn(process.execPath, [
      resolve('node_modules/yaml-language-server/bin/yaml-language-server'),
      '--stdio',
    ]);
    this.server.stdout.on('data', (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method === 'workspace/configuration') {
      // The server asks for its settings instead of waiting for them: validation, hover and completion on, no schema
      // store.
      const items = (message.params as { items: unknown[] }).items;
      const settings = { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} };
      this.send({ id: message.id, result: items.map(() => settings) });
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.get(uri)?.(diagnostics);
    } else if (message.id !== undefined && !message.method) this.pending.get(message.id)?.(message);
    else if (message.id !== undefined) this.send({ id: message.id, result: null });
  }

  private send(message: Message & { method?: string }): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.pending.set(id, (message) =>
        message.error ? fail(new Error(message.error.message)) : done(message.result as T),
      );
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  async start(): Promise<void> {
    await this.request('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(resolve('.')).href,
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          completion: { completionItem: { documentationFormat: ['plaintext'] } },
          hover: { contentFormat: ['plaintext'] },
        },
      },
    });
    this.notify('initialized', {});
  }

  /** Opens a document and resolves with the first diagnostics the server publishes for it. */
  open(uri: string, text: string): Promise<Diagnostic[]> {
    const published = new Promise<Diagnostic[]>((done) => this.diagnostics.set(uri, done));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return published;
  }

  async completion(uri: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = await this.request<{ items: CompletionItem[] } | CompletionItem[]>('textDocument/completion', {
      textDocument: { uri },
      position: { line, character },
    });
    return Array.isArray(result) ? result : result.items;
  }

  async hover(uri: string, line: number, character: number): Promise<string> {
    const result = await this.request<{
      contents: string | { value: string } | Array<string | { value: string }>;
    } | null>('textDocument/hover', { textDocument: { uri }, position: { line, character } });
    const contents = result?.contents;
    const text = (c: string | { value: string }) => (typeof c === 'string' ? c : c.value);
    return Array.isArray(contents) ? contents.map(text).join('\n') : contents ? text(contents) : '';
  }

  stop(): void {
    this.server.kill();
  }
}
