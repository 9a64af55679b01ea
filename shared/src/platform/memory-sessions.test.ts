import { memorySessions, sessionsContract } from "../../testing/index.ts";

sessionsContract("the in-memory fake slice tests use", () => Promise.resolve(memorySessions()));
