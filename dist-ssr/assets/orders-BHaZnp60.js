import { t as UserOrders } from "./user-orders-ygcVdRAN.js";
// src/routes/dashboard/user/orders.tsx?tsr-split=component
var SplitComponent = UserOrders;
export { SplitComponent as component };

//# sourceMappingURL=orders-BHaZnp60.js.map