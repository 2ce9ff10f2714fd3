import type { Config } from "./config.js";
import type { Db } from "./db/connection.js";
import type { Mailer } from "./modules/mail/mailer.js";

/** What every request handler may use; built once at start-up. */
export interface AppServices {
  config: Config;
  db: Db;
  mailer: Mailer;
}
