import { t as UserOrders } from "./user-orders-Hhwbg_2P.js";
// src/routes/dashboard/user/order.tsx?tsr-split=component
var SplitComponent = UserOrders;
export { SplitComponent as component };

//# sourceMappingURL=order-B7frnWHJ.js.map