// The async boundary Module Federation needs before shared modules (React) can be negotiated.
import "../styles/base.css";

void import("./bootstrap.ts");
