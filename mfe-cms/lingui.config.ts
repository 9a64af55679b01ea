import { sliceLinguiConfig } from "@shop/shared/build";

export default sliceLinguiConfig();
