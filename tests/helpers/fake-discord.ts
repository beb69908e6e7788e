import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";

/**
 * A small fake Discord for end-to-end tests: an HTTP REST API under `/api/v10` and a WebSocket gateway, both on
 * 127.0.0.1, enough for the real discord.js 14 Client to log in with a dummy token, reach `clientReady`, receive
 * test-driven MESSAGE_CREATE / MESSAGE_UPDATE / MESSAGE_DELETE / INTERACTION_CREATE, and make the REST calls a bot
 * makes (replies, reactions, interaction callbacks, follow-ups, attachments, command registration). Every request
 * is recorded for assertions. The protocol facts it needs (fields, routes, opcodes) are the ones written here.
 *
 * Sharding: `GET /gateway/bot` recommends `shards` (default 1) and the fake takes one gateway connection per shard at
 * once. IDENTIFY's `shard: [id, count]` decides which guilds a connection gets in READY and GUILD_CREATE, by
 * Discord's rule (`shardOf`), and every dispatch of a guild goes to the connection of that guild's shard only (a
 * dispatch without a guild, a DM, to shard 0, as Discord does).
 */

export interface FakeUser {
  id: string;
  username: string;
  globalName?: string | null;
  bot?: boolean;
  roles?: string[];
}

export interface RecordedRequest {
  method: string;
  /** Path after `/api/v10`, each segment percent-decoded. */
  path: string;
  segments: string[];
  query: URLSearchParams;
  auth: string | null;
  /** The User-Agent header (a shard of a sharded bot names itself there). */
  userAgent: string;
  /** Parsed JSON body, or for multipart the parsed `payload_json` part. */
  body: unknown;
  files: { name: string; type: string; size: number; text: string }[];
  at: number;
}

export interface FakeGuild {
  id: string;
  name?: string;
  channels: { id: string; name: string }[];
}

export interface FakeDiscordOptions {
  botUser?: FakeUser;
  /** Members of every guild. */
  users?: FakeUser[];
  /** The one guild's id, when `guilds` is not given. */
  guildId?: string;
  /** The one guild's channels, when `guilds` is not given. */
  channels?: { id: string; name: string }[];
  /** Several guilds (the first is `guildId` / `channels`); the users and roles are in each. */
  guilds?: FakeGuild[];
  roles?: { id: string; name: string }[];
  heartbeatIntervalMs?: number;
  /** The shard count `GET /gateway/bot` recommends (default 1). */
  shards?: number;
  /** `session_start_limit.max_concurrency` (default 1: one IDENTIFY per 5 s). */
  maxConcurrency?: number;
}

/** Discord's rule for the shard that gets a guild's events: `(guild_id >> 22) % shard_count`. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** One shard's gateway session: its socket (null while disconnected), sequence and events missed meanwhile. */
interface ShardSession {
  shard: [number, number];
  sessionId: string;
  socket: WebSocket | null;
  seq: number;
  missed: { t: string; d: unknown; s: number }[];
}

type Responder = (
  req: RecordedRequest,
) => { status: number; body?: unknown; headers?: Record<string, string> } | null;

const GUILD_ID = "1200000000000000001";
const EPOCH = "2026-01-01T00:00:00.000Z";

export class FakeDiscord {
  readonly botUser: FakeUser;
  readonly users: FakeUser[];
  readonly guildId: string;
  readonly channels: { id: string; name: string }[];
  readonly guilds: FakeGuild[];
  readonly shards: number;
  readonly maxConcurrency: number;
  readonly roles: { id: string; name: string }[];
  readonly requests: RecordedRequest[] = [];
  readonly gatewayFrames: { op: number; d: unknown }[] = [];
  /** Queued one-shot overrides: the first that returns a response answers the request instead of the router. */
  readonly overrides: Responder[] = [];
  identifyCount = 0;
  resumeCount = 0;
  private http: Server | null = null;
  private wss: WebSocketServer | null = null;
  /** The gateway sessions by shard id (one per IDENTIFY; a RESUME takes its session over on a new socket). */
  private readonly sessions = new Map<number, ShardSession>();
  private nextId = 1300000000000000000n;
  private sessionCount = 0;
  private readonly heartbeatIntervalMs: number;
  private readonly waiters: {
    match: (r: RecordedRequest) => boolean;
    resolve: (r: RecordedRequest) => void;
  }[] = [];
  private readonly sentMessages = new Map<string, Record<string, unknown>>();
  /** The channel of each slash command's interaction token (its replies and follow-ups go there). */
  private readonly interactionChannels = new Map<string, string>();
  port = 0;

  constructor(options: FakeDiscordOptions = {}) {
    this.botUser = options.botUser ?? { id: "1100000000000000001", username: "adjutant", bot: true };
    this.users = options.users ?? [];
    this.guilds = options.guilds?.length
      ? options.guilds
      : [
          {
            id: options.guildId ?? GUILD_ID,
            channels: options.channels ?? [{ id: "1200000000000000002", name: "war-room" }],
          },
        ];
    const first = this.guilds[0] as FakeGuild;
    this.guildId = first.id;
    this.channels = first.channels;
    this.roles = options.roles ?? [];
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 41_250;
    this.shards = options.shards ?? 1;
    this.maxConcurrency = options.maxConcurrency ?? 1;
  }

  /** The guild a channel is in (the first guild for a channel the fake does not know). */
  guildOf(channelId: string): FakeGuild {
    return (
      this.guilds.find((g) => g.channels.some((c) => c.id === channelId)) ?? (this.guilds[0] as FakeGuild)
    );
  }

  /** The shards that have IDENTIFYed so far, with the guild ids each got in READY. */
  identified(): { shard: [number, number]; guilds: string[]; connected: boolean }[] {
    return [...this.sessions.values()]
      .sort((a, b) => a.shard[0] - b.shard[0])
      .map((s) => ({
        shard: s.shard,
        guilds: this.guildsOfShard(s.shard).map((g) => g.id),
        connected: s.socket?.readyState === WebSocket.OPEN,
      }));
  }

  private guildsOfShard([id, count]: [number, number]): FakeGuild[] {
    return this.guilds.filter((g) => shardOf(g.id, count) === id);
  }

  /** The `rest.api` option for the discord.js Client (the client appends `/v10` itself). */
  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  async start(): Promise<void> {
    this.http = createServer((req, res) => {
      void this.handleHttp(req, res);
    });
    this.wss = new WebSocketServer({ server: this.http, path: "/gateway" });
    this.wss.on("connection", (ws) => this.onConnection(ws));
    await new Promise<void>((resolve) => this.http?.listen(0, "127.0.0.1", resolve));
    this.port = (this.http.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const client of this.wss?.clients ?? []) client.terminate();
    await new Promise<void>((resolve) => (this.wss ? this.wss.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => {
      if (!this.http) return resolve();
      this.http.closeAllConnections();
      this.http.close(() => resolve());
    });
  }

  /** A fresh snowflake id. */
  snowflake(): string {
    this.nextId += 1n;
    return this.nextId.toString();
  }

  // ---------------------------------------------------------------- gateway

  private onConnection(ws: WebSocket): void {
    this.send(ws, { op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null });
    ws.on("message", (raw) => {
      let frame: { op: number; d: unknown };
      try {
        frame = JSON.parse(String(raw)) as { op: number; d: unknown };
      } catch {
        return;
      }
      this.gatewayFrames.push(frame);
      if (frame.op === 1) this.send(ws, { op: 11 });
      else if (frame.op === 2) this.onIdentify(ws, frame.d);
      else if (frame.op === 6) this.onResume(ws, frame.d);
    });
  }

  private onIdentify(ws: WebSocket, d: unknown): void {
    this.identifyCount++;
    const asked = (d as { shard?: unknown } | null)?.shard;
    const shard: [number, number] =
      Array.isArray(asked) && asked.length === 2 && asked.every((n) => Number.isInteger(n))
        ? [asked[0] as number, asked[1] as number]
        : [0, 1];
    this.sessionCount++;
    const session: ShardSession = {
      shard,
      sessionId: `fake-session-${shard[0]}-${this.sessionCount}`,
      socket: ws,
      seq: 0,
      missed: [],
    };
    const previous = this.sessions.get(shard[0]);
    if (previous?.socket && previous.socket !== ws) previous.socket.terminate();
    this.sessions.set(shard[0], session);
    const guilds = this.guildsOfShard(shard);
    this.dispatchOn(session, "READY", {
      v: 10,
      user: this.userPayload(this.botUser),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.sessionId,
      resume_gateway_url: this.gatewayUrl,
      application: { id: this.botUser.id, flags: 0 },
      shard,
    });
    for (const g of guilds) this.dispatchOn(session, "GUILD_CREATE", this.guildPayload(g));
  }

  private onResume(ws: WebSocket, d: unknown): void {
    this.resumeCount++;
    const sessionId = (d as { session_id?: unknown } | null)?.session_id;
    const session = [...this.sessions.values()].find((s) => s.sessionId === sessionId);
    if (!session) {
      // op 9 Invalid Session (not resumable): the client identifies again
      this.send(ws, { op: 9, d: false });
      return;
    }
    session.socket = ws;
    for (const m of session.missed.splice(0)) this.send(ws, { op: 0, t: m.t, s: m.s, d: m.d });
    this.dispatchOn(session, "RESUMED", null);
  }

  private send(ws: WebSocket, payload: unknown): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(payload));
  }

  private dispatchOn(session: ShardSession, t: string, d: unknown): void {
    session.seq++;
    if (session.socket) this.send(session.socket, { op: 0, t, s: session.seq, d });
  }

  /**
   * Sends a dispatch event to the connection of the shard its guild (`d.guild_id`) falls on, shard 0 without a
   * guild (queued for replay on RESUME while that shard's socket is down). Returns the shard it went to.
   */
  dispatch(t: string, d: unknown): number {
    const guildId = (d as { guild_id?: unknown } | null)?.guild_id;
    const shard = typeof guildId === "string" ? this.shardOfGuild(guildId) : 0;
    const session = this.sessions.get(shard);
    if (!session) return shard;
    const ws = session.socket;
    if (ws && ws.readyState === WebSocket.OPEN) this.dispatchOn(session, t, d);
    else {
      session.seq++;
      session.missed.push({ t, d, s: session.seq });
    }
    return shard;
  }

  /** The shard a guild's events go to, by the shard count of the connections made (else the recommended count). */
  shardOfGuild(guildId: string): number {
    const count = this.sessions.values().next().value?.shard[1] ?? this.shards;
    return shardOf(guildId, count);
  }

  /** Asks the client to reconnect and resume (gateway op 7): every shard's connection, or one shard's. */
  requestReconnect(shard?: number): void {
    for (const s of this.sessions.values()) {
      if ((shard === undefined || s.shard[0] === shard) && s.socket) this.send(s.socket, { op: 7, d: null });
    }
  }

  /** Drops the gateway connection abruptly (the client reconnects and resumes): every shard's, or one shard's. */
  dropConnection(shard?: number): void {
    for (const s of this.sessions.values()) {
      if (shard !== undefined && s.shard[0] !== shard) continue;
      s.socket?.terminate();
      s.socket = null;
    }
  }

  private userPayload(u: FakeUser): Record<string, unknown> {
    return {
      id: u.id,
      username: u.username,
      discriminator: "0",
      global_name: u.globalName ?? null,
      avatar: null,
      ...(u.bot ? { bot: true } : {}),
    };
  }

  private memberPayload(u: FakeUser, withUser: boolean): Record<string, unknown> {
    return {
      ...(withUser ? { user: this.userPayload(u) } : {}),
      roles: u.roles ?? [],
      joined_at: EPOCH,
      deaf: false,
      mute: false,
      flags: 0,
    };
  }

  private guildPayload(guild: FakeGuild): Record<string, unknown> {
    return {
      id: guild.id,
      name: guild.name ?? "Adjutant Test Guild",
      icon: null,
      owner_id: this.users[0]?.id ?? this.botUser.id,
      unavailable: false,
      joined_at: EPOCH,
      large: false,
      member_count: this.users.length + 1,
      features: [],
      roles: [
        { id: guild.id, name: "@everyone", permissions: "1071698660929" },
        ...this.roles.map((r) => ({ id: r.id, name: r.name, permissions: "0" })),
      ].map((r, position) => ({
        ...r,
        color: 0,
        hoist: false,
        position,
        managed: false,
        mentionable: false,
        flags: 0,
      })),
      channels: guild.channels.map((c, position) => ({
        id: c.id,
        type: 0,
        guild_id: guild.id,
        name: c.name,
        position,
        permission_overwrites: [],
        parent_id: null,
        topic: null,
        nsfw: false,
      })),
      members: [this.botUser, ...this.users].map((u) => this.memberPayload(u, true)),
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
      emojis: [],
      stickers: [],
    };
  }

  // ------------------------------------------------------- test-driven events

  private messagePayload(input: {
    id: string;
    channelId: string;
    author: FakeUser;
    content: string;
    timestamp: string;
    editedTimestamp?: string | null;
  }): Record<string, unknown> {
    return {
      id: input.id,
      channel_id: input.channelId,
      guild_id: this.guildOf(input.channelId).id,
      author: this.userPayload(input.author),
      member: this.memberPayload(input.author, false),
      content: input.content,
      timestamp: input.timestamp,
      edited_timestamp: input.editedTimestamp ?? null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      type: 0,
      flags: 0,
      channel_type: 0,
    };
  }

  /** A user posts a message in a channel (MESSAGE_CREATE). Returns the message id. */
  sendMessage(input: {
    author: FakeUser;
    content: string;
    channelId?: string;
    timestamp?: string;
    id?: string;
  }): string {
    const id = input.id ?? this.snowflake();
    this.dispatch(
      "MESSAGE_CREATE",
      this.messagePayload({
        id,
        channelId: input.channelId ?? this.defaultChannel,
        author: input.author,
        content: input.content,
        timestamp: input.timestamp ?? new Date().toISOString(),
      }),
    );
    return id;
  }

  /** A user edits a message (MESSAGE_UPDATE with a new content and edited_timestamp). */
  editMessage(input: {
    id: string;
    author: FakeUser;
    content: string;
    channelId?: string;
    timestamp?: string;
    editedAt?: string;
  }): void {
    this.dispatch(
      "MESSAGE_UPDATE",
      this.messagePayload({
        id: input.id,
        channelId: input.channelId ?? this.defaultChannel,
        author: input.author,
        content: input.content,
        timestamp: input.timestamp ?? EPOCH,
        editedTimestamp: input.editedAt ?? new Date().toISOString(),
      }),
    );
  }

  /** Discord's own update of a message that is not an edit (link preview embeds): content unchanged, no edit time. */
  embedUpdate(input: { id: string; channelId?: string }): void {
    const channelId = input.channelId ?? this.defaultChannel;
    this.dispatch("MESSAGE_UPDATE", {
      id: input.id,
      channel_id: channelId,
      guild_id: this.guildOf(channelId).id,
      embeds: [{ type: "link", url: "http://127.0.0.1/preview", title: "Preview" }],
    });
  }

  deleteMessage(input: { id: string; channelId?: string }): void {
    const channelId = input.channelId ?? this.defaultChannel;
    this.dispatch("MESSAGE_DELETE", {
      id: input.id,
      channel_id: channelId,
      guild_id: this.guildOf(channelId).id,
    });
  }

  /**
   * A user runs a slash command (INTERACTION_CREATE type 2). `options` are `{name, type, value}` (3 string,
   * 4 integer, 6 user, 10 number; a sub-command is `{name, type: 1, options}`). Returns the interaction id and token.
   */
  runSlashCommand(input: {
    name: string;
    user: FakeUser;
    options?: unknown[];
    channelId?: string;
    resolvedUsers?: FakeUser[];
  }): { id: string; token: string } {
    const id = this.snowflake();
    const token = `itok-${id}`;
    const channelId = input.channelId ?? this.defaultChannel;
    const guild = this.guildOf(channelId);
    const channelName = guild.channels.find((c) => c.id === channelId)?.name ?? "war-room";
    this.interactionChannels.set(token, channelId);
    const resolved = input.resolvedUsers?.length
      ? {
          users: Object.fromEntries(input.resolvedUsers.map((u) => [u.id, this.userPayload(u)])),
          members: Object.fromEntries(input.resolvedUsers.map((u) => [u.id, this.memberPayload(u, false)])),
        }
      : undefined;
    this.dispatch("INTERACTION_CREATE", {
      id,
      application_id: this.botUser.id,
      type: 2,
      token,
      version: 1,
      guild_id: guild.id,
      channel: { id: channelId, type: 0, guild_id: guild.id, name: channelName },
      channel_id: channelId,
      member: { ...this.memberPayload(input.user, true), permissions: "2251799813685247" },
      data: {
        id: this.snowflake(),
        name: input.name,
        type: 1,
        guild_id: guild.id,
        options: input.options ?? [],
        ...(resolved ? { resolved } : {}),
      },
      app_permissions: "2251799813685247",
      locale: "en-US",
      guild_locale: "en-US",
      entitlements: [],
      authorizing_integration_owners: { "0": guild.id },
      context: 0,
      attachment_size_limit: 10485760,
    });
    return { id, token };
  }

  private get defaultChannel(): string {
    return this.channels[0]?.id ?? "1200000000000000002";
  }

  // -------------------------------------------------------------------- REST

  /** Resolves with the first recorded request (past or future) that matches. */
  waitForRequest(method: string, path: RegExp, after = 0): Promise<RecordedRequest> {
    const match = (r: RecordedRequest) => r.method === method && path.test(r.path);
    const found = this.requests.slice(after).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /**
   * Forgets what was recorded so far (requests, gateway frames, the bot's sent messages): for long benchmarks that
   * measure the bot's memory, not the fake's.
   */
  forgetRecords(): void {
    this.requests.length = 0;
    this.gatewayFrames.length = 0;
    this.sentMessages.clear();
  }

  /** Every recorded request matching a method and path. */
  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const prefix = "/api/v10";
    const rawPath = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const segments = rawPath.split("/").filter(Boolean).map(safeDecode);
    const contentType = req.headers["content-type"] ?? "";
    let body: unknown = null;
    const files: RecordedRequest["files"] = [];
    if (contentType.startsWith("multipart/form-data")) {
      const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
      for (const [key, value] of form.entries()) {
        if (typeof value === "string") {
          if (key === "payload_json") body = JSON.parse(value) as unknown;
        } else {
          files.push({ name: value.name, type: value.type, size: value.size, text: await value.text() });
        }
      }
    } else if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8")) as unknown;
      } catch {
        body = raw.toString("utf8");
      }
    }
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: `/${segments.join("/")}`,
      segments,
      query: url.searchParams,
      auth: req.headers.authorization ?? null,
      userAgent: req.headers["user-agent"] ?? "",
      body,
      files,
      at: Date.now(),
    };
    this.requests.push(recorded);
    for (const w of [...this.waiters]) {
      if (w.match(recorded)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(recorded);
      }
    }
    for (let n = 0; n < this.overrides.length; n++) {
      const answer = this.overrides[n]?.(recorded);
      if (answer) {
        this.overrides.splice(n, 1);
        return reply(res, answer.status, answer.body, answer.headers);
      }
    }
    const routed = this.route(recorded);
    reply(res, routed.status, routed.body);
  }

  private route(r: RecordedRequest): { status: number; body?: unknown } {
    const s = r.segments;
    const m = r.method;
    if (m === "GET" && s[0] === "gateway" && s[1] === "bot") {
      return {
        status: 200,
        body: {
          url: this.gatewayUrl,
          shards: this.shards,
          session_start_limit: {
            total: 1000,
            remaining: 999,
            reset_after: 14_400_000,
            max_concurrency: this.maxConcurrency,
          },
        },
      };
    }
    if (s[0] === "channels" && s[2] === "messages") {
      const channelId = s[1] ?? "";
      if (m === "POST" && s.length === 3) return { status: 200, body: this.botMessage(channelId, r) };
      if (m === "PUT" && s[4] === "reactions") return { status: 204 };
      if (m === "PATCH" && s.length === 4) return { status: 200, body: this.botMessage(channelId, r, s[3]) };
      if (m === "DELETE" && s.length === 4) return { status: 204 };
      if (m === "GET" && s.length === 4) {
        const known = this.sentMessages.get(s[3] ?? "");
        return known
          ? { status: 200, body: known }
          : { status: 404, body: { message: "Unknown Message", code: 10008 } };
      }
    }
    if (s[0] === "channels" && s[2] === "typing" && m === "POST") return { status: 204 };
    if (s[0] === "channels" && s.length === 2 && m === "GET") {
      const guild = this.guilds.find((g) => g.channels.some((c) => c.id === s[1]));
      const channel = guild?.channels.find((c) => c.id === s[1]);
      return guild && channel
        ? {
            status: 200,
            body: { id: channel.id, type: 0, guild_id: guild.id, name: channel.name, position: 0 },
          }
        : { status: 404, body: { message: "Unknown Channel", code: 10003 } };
    }
    if (s[0] === "interactions" && s[3] === "callback" && m === "POST") {
      if (r.query.get("with_response") === "true") {
        const message = this.botMessage(this.channelOfToken(s[2]), {
          ...r,
          body: (r.body as { data?: unknown })?.data,
        });
        return {
          status: 200,
          body: {
            interaction: {
              id: s[1],
              type: 2,
              response_message_id: message.id,
              response_message_loading: false,
            },
            resource: { type: 4, message },
          },
        };
      }
      return { status: 204 };
    }
    if (s[0] === "webhooks") {
      if (m === "POST" && s.length === 3)
        return { status: 200, body: this.botMessage(this.channelOfToken(s[2]), r) };
      if (s[3] === "messages" && s[4] === "@original") {
        if (m === "PATCH" || m === "GET")
          return { status: 200, body: this.botMessage(this.channelOfToken(s[2]), r) };
        if (m === "DELETE") return { status: 204 };
      }
    }
    if (s[0] === "applications" && s.at(-1) === "commands" && m === "PUT") {
      const commands = Array.isArray(r.body) ? (r.body as Record<string, unknown>[]) : [];
      return {
        status: 200,
        body: commands.map((c) => ({
          id: this.snowflake(),
          application_id: this.botUser.id,
          ...(s[2] === "guilds" ? { guild_id: s[3] } : {}),
          version: "1",
          type: 1,
          default_member_permissions: null,
          nsfw: false,
          options: [],
          ...c,
        })),
      };
    }
    return { status: 404, body: { message: "404: Not Found", code: 0 } };
  }

  private channelOfToken(token: string | undefined): string {
    return this.interactionChannels.get(token ?? "") ?? this.defaultChannel;
  }

  private botMessage(channelId: string, r: RecordedRequest, id?: string): Record<string, unknown> {
    const body = (r.body ?? {}) as { content?: string; embeds?: unknown[] };
    const message = {
      id: id ?? this.snowflake(),
      channel_id: channelId,
      guild_id: this.guildOf(channelId).id,
      author: this.userPayload(this.botUser),
      content: body.content ?? "",
      timestamp: new Date().toISOString(),
      edited_timestamp: id ? new Date().toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: r.files.map((f, n) => ({
        id: String(n),
        filename: f.name,
        size: f.size,
        url: `http://127.0.0.1:${this.port}/attachments/${f.name}`,
        proxy_url: `http://127.0.0.1:${this.port}/attachments/${f.name}`,
        content_type: f.type,
      })),
      embeds: body.embeds ?? [],
      pinned: false,
      type: 0,
      flags: 0,
    };
    this.sentMessages.set(message.id, message);
    return message;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function reply(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
