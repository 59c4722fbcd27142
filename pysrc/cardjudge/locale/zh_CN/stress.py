"""Chinese words of the stress test and its report: the verdicts as Chinese judges say them
(通过, 答案错误, 运行错误, 超出时间限制, 编译错误), and how a run ended, said without a subject
(the program is understood: "你的程序运行失败：以退出码 1 结束。")."""

MESSAGES: dict[str, str] = {
    # Verdicts.
    "accepted": "通过",
    "wrong answer": "答案错误",
    "runtime error": "运行错误",
    "time limit": "超出时间限制",
    "memory limit": "超出内存限制",
    "compile error": "编译错误",
    # How a run ended (stress.py, runner.py, program.py).
    "{clause}.": "{clause}。",
    "it was still running at the time limit": "到时间限制时仍在运行",
    "it was still running after {seconds} s; its process group was killed": "运行 {seconds} 秒后仍未结束，已终止它的整个进程组",
    "it exited with status {status}": "以退出码 {status} 结束",
    "it was killed by signal {number}": "被信号 {number} 终止",
    "it was killed by {signal}": "被 {signal} 信号终止",
    "it wrote more than {size} MB of output": "输出超过了 {size} MB",
    "it ran out of memory (MemoryError)": "内存耗尽（MemoryError）",
    "it does not compile: {error}": "无法编译：{error}",
    "it raised {error}": "抛出了 {error}",
    "it called exit({code})": "调用了 exit({code})",
    "it called exit() with a message": "调用 exit() 时给出了一条消息",
    # The report's coverage.
    "This deal reached {reached} of {edges} rule edges.": "这 {count} 个测试点触及了 {edges} 条规则边界中的 {reached} 条。",
    # What the program gets wrong (diagnosis.py).
    "The rule edges its failing deals share, best first:": "失败的测试点共同触及的规则边界（最可疑的在前）：",
    "The one deal it gets wrong reaches these rule edges, those that fewest of the deals it gets right reach first:": "唯一失败的测试点触及了这些规则边界（通过的测试点中触及最少的在前）：",
    "All {wrong} deals it gets wrong reach this edge, and {passed} of the {right} it gets right: {edge}": "全部 {wrong} 个失败的测试点都触及这条边界，通过的 {right} 个中有 {passed} 个触及：{edge}",
    "{count} of the {wrong} deals it gets wrong reaches this edge, and {passed} of the {right} it gets right: {edge}": "{wrong} 个失败的测试点中有 {count} 个触及这条边界，通过的 {right} 个中有 {passed} 个触及：{edge}",
    "It reaches this edge, and {passed} of the {right} it gets right: {edge}": "它触及这条边界，通过的 {right} 个测试点中有 {passed} 个触及：{edge}",
    "Its answers all match another reading of the statement: {words}": "它的答案全部符合题面的另一种理解：{words}",
    "No other reading of the statement that this judge knows gives all its answers.": "本评测器已知的题面其他理解都不能给出它的全部答案。",
    # Memory at the limits (stress.py).
    "Its peak memory was {peak} MB, past the memory limit here of {limit} MB.": "它的峰值内存为 {peak} MB，超过了这里 {limit} MB 的内存限制。",
    "An allocation failed: it asked for far more than the memory limit here of {limit} MB (its peak was {peak} MB).": "一次内存分配失败：它申请的内存远超这里 {limit} MB 的内存限制（峰值为 {peak} MB）。",
}
