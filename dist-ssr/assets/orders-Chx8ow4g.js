import { t as UserOrders } from "./user-orders-Hhwbg_2P.js";
// src/routes/dashboard/user/orders.tsx?tsr-split=component
var SplitComponent = UserOrders;
export { SplitComponent as component };

//# sourceMappingURL=orders-Chx8ow4g.js.map