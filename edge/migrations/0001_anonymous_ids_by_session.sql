-- Anonymous ids by session (decision 0031): a session's ids, their count against the cap, and
-- moving them along at sign-in are read by session; so is the cascade when a session ends.
CREATE INDEX "anonymous_ids_session" ON "platform"."anonymous_ids" USING btree ("session_id_hash");