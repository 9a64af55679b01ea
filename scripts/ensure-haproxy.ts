// The scale-out mode puts HAProxy, from Debian's packages, in front of the edge instances
// (decision 0044); install it when it is missing.
import { ensureDebianPackage } from "./lib/apt.ts";

ensureDebianPackage(process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy", "haproxy");
