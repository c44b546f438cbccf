mod ai;
mod sim;
