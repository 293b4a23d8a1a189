import { t as UserOrders } from "./user-orders-ygcVdRAN.js";
// src/routes/dashboard/user/order.tsx?tsr-split=component
var SplitComponent = UserOrders;
export { SplitComponent as component };

//# sourceMappingURL=order-xe6pAdwO.js.map